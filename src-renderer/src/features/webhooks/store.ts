import { defineStore } from 'pinia';
import { ref } from 'vue';
import {
  deleteWebhook,
  listApplications,
  listDeliveries,
  listWebhooks,
  redeliver as redeliverDelivery,
  updateWebhook,
  type Application,
  type Webhook,
  type WebhookDelivery,
  type WebhookPatch,
} from './api';

export const useWebhooksStore = defineStore('webhooks', () => {
  const webhooks = ref<Webhook[]>([]);
  const webhookCount = ref(0);
  const page = ref(1);
  const pageSize = ref(20);
  const applications = ref<Application[]>([]);

  /** The deliveries page on show (one webhook's, newest first). */
  const deliveries = ref<WebhookDelivery[]>([]);
  const deliveryCount = ref(0);
  const deliveryPage = ref(1);
  const deliveryPageSize = ref(20);
  // The page reloads by itself while a delivery is pending: only the latest load may land.
  let deliveryLoad = 0;

  async function loadWebhooks(toPage = page.value): Promise<void> {
    const result = await listWebhooks({ page: toPage, page_size: pageSize.value });
    webhooks.value = result.results;
    webhookCount.value = result.count;
    page.value = toPage;
  }

  async function loadApplications(): Promise<Application[]> {
    applications.value = await listApplications();
    return applications.value;
  }

  function applicationName(id: number): string | null {
    return applications.value.find((application) => application.id === id)?.name ?? null;
  }

  async function update(id: number, patch: WebhookPatch): Promise<Webhook> {
    const saved = await updateWebhook(id, patch);
    webhooks.value = webhooks.value.map((webhook) => (webhook.id === id ? saved : webhook));
    return saved;
  }

  async function remove(id: number): Promise<void> {
    await deleteWebhook(id);
    webhooks.value = webhooks.value.filter((webhook) => webhook.id !== id);
  }

  async function loadDeliveries(webhookId: number, toPage = deliveryPage.value): Promise<void> {
    const current = ++deliveryLoad;
    const result = await listDeliveries(webhookId, {
      page: toPage,
      page_size: deliveryPageSize.value,
    });
    if (current !== deliveryLoad) return;
    deliveries.value = result.results;
    deliveryCount.value = result.count;
    deliveryPage.value = toPage;
  }

  /** Sends a delivery again now; the answer (with the new attempt) replaces it on the page. */
  async function redeliver(id: number): Promise<WebhookDelivery> {
    const delivery = await redeliverDelivery(id);
    // A load that started before this answer would bring the delivery back without it.
    deliveryLoad += 1;
    deliveries.value = deliveries.value.map((entry) => (entry.id === id ? delivery : entry));
    return delivery;
  }

  function resetDeliveries(): void {
    deliveryLoad += 1;
    deliveries.value = [];
    deliveryCount.value = 0;
    deliveryPage.value = 1;
  }

  function reset(): void {
    webhooks.value = [];
    webhookCount.value = 0;
    page.value = 1;
    applications.value = [];
    resetDeliveries();
  }

  return {
    webhooks,
    webhookCount,
    page,
    pageSize,
    applications,
    deliveries,
    deliveryCount,
    deliveryPage,
    deliveryPageSize,
    loadWebhooks,
    loadApplications,
    applicationName,
    update,
    remove,
    loadDeliveries,
    redeliver,
    resetDeliveries,
    reset,
  };
});
