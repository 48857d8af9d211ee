import type { WebhooksMessages } from './zh-CN';

/** Webhooks and their deliveries. */
export const webhooksEn: WebhooksMessages = {
  nav: {
    webhooks: 'Webhooks',
  },
  webhooks: {
    title: 'Webhooks',
    subtitle:
      'Signed notifications to an outside address when a product is published or an order is paid.',
    create: 'New webhook',
    createTitle: 'New webhook',
    editTitle: 'Edit webhook',
    created: 'Webhook created',
    empty: 'No webhooks yet',
    deleteTitle: 'Delete the webhook?',
    deleteConfirm: 'Nothing more will be sent to {url}, and its delivery log is deleted too.',
    deleted: 'Webhook deleted',
    deliveriesLink: 'Deliveries',
    urlFormat: 'Enter a full address starting with http:// or https://',
    urlPlaceholder: 'https://example.com/webhooks/shopdesk',
    metafieldJson: 'This is not valid JSON',
    metafieldObject: 'Enter a JSON object, such as {example}',
    metafieldHelp:
      'Optional: a JSON object kept with the webhook for your own notes; it is not sent.',
    ownerHelp:
      'A webhook belongs to an application; a manager’s new ones belong to the desktop app.',
    revoked: 'Revoked',
    unknownApplication: 'Application #{id}',
    fields: {
      event: 'Event',
      url: 'URL',
      metafield: 'Metafield',
      application: 'Application',
      createdAt: 'Created',
    },
    events: {
      product_published: 'Product published',
      order_paid: 'Order paid',
      order_fulfilled: 'Order shipped',
      order_refunded: 'Order refunded',
      pick_up_code_prepared: 'Package ready for pick-up',
      pick_up_code_conflict: 'Offline hand-out not accepted (conflict)',
    },
    secretSection: 'Signing secret',
    verifyTitle: 'How to verify a signature',
    verifyBody:
      'Every notification carries an X-Service-Sha256 header: the SHA-256 of the raw body bytes followed by the signing secret, in upper-case hex. Check it as below before parsing the JSON, and answer 2xx within 10 seconds. The README section “Verifying webhook signatures” has a complete receiver.',
    deliveries: {
      title: 'Deliveries',
      back: 'Back to webhooks',
      notFound: 'There is no such webhook.',
      empty: 'No deliveries yet',
      refresh: 'Refresh',
      autoRefresh: 'A delivery is pending: this page refreshes every {seconds}\u00a0s',
      showAttempts: 'Attempts',
      hideAttempts: 'Hide',
      noAnswer: 'No answer',
      noAttempts: 'Not tried yet',
      attemptsSummary: '{count} tried · last {last}',
      redeliver: 'Redeliver',
      redelivering: 'Sending… {seconds} s',
      redeliverOk: 'Redelivered: {summary}',
      redeliverFailed: 'Redelivery did not succeed: {summary}',
      columns: {
        id: 'Id',
        status: 'Status',
        createdAt: 'Event time',
        attempts: 'Attempts',
        nextAttempt: 'Next retry',
        actions: 'Actions',
      },
      statuses: {
        pending: 'Pending',
        succeeded: 'Succeeded',
        failed: 'Failed',
      },
      attempt: {
        attemptedAt: 'Time',
        kind: 'Kind',
        statusCode: 'Status code',
        duration: 'Duration',
        error: 'Error',
        excerpt: 'Response',
      },
      kinds: {
        initial: 'First',
        retry: 'Automatic retry',
        redelivery: 'Redelivery',
      },
    },
  },
};
