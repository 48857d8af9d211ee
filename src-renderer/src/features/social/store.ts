import { defineStore } from 'pinia';
import { ref } from 'vue';
import { ApiError } from '@/shared/api/client';
import {
  checkAuthorization,
  createAuthorizationUrl,
  getSocialSettings,
  listAuthorizations,
  updateSocialSettings,
  type SocialAuthType,
  type SocialAuthorization,
  type SocialAuthorizationLinks,
  type SocialSettings,
  type SocialSettingsPatch,
} from './api';

/** What the settings form edits; an empty secret means "keep the stored one". */
export interface SocialSettingsForm {
  component_appid: string;
  component_secret: string;
  verify_ticket: string;
  api_base: string;
  auth_page: string;
}

const TEXT_FIELDS = ['component_appid', 'verify_ticket', 'api_base', 'auth_page'] as const;

export function settingsForm(settings: SocialSettings | null): SocialSettingsForm {
  return {
    component_appid: settings?.component_appid ?? '',
    component_secret: '',
    verify_ticket: settings?.verify_ticket ?? '',
    api_base: settings?.api_base ?? '',
    auth_page: settings?.auth_page ?? '',
  };
}

/**
 * The PATCH for a settings form: changed fields only, an emptied field as null (the service's
 * environment value applies again), the secret only when a new one was typed or it is cleared.
 */
export function settingsPatch(
  form: SocialSettingsForm,
  current: SocialSettings | null,
  options: { clearSecret?: boolean } = {},
): SocialSettingsPatch {
  const patch: SocialSettingsPatch = {};
  for (const field of TEXT_FIELDS) {
    const value = form[field].trim() || null;
    if (value !== (current?.[field] ?? null)) patch[field] = value;
  }
  const secret = form.component_secret.trim();
  if (secret) patch.component_secret = secret;
  else if (options.clearSecret) patch.component_secret = null;
  return patch;
}

/** Adds `?authorized=1` so the page the browser returns to can tell it is the way back. */
export function successUrlFor(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/social?authorized=1`;
}

export const useSocialStore = defineStore('social', () => {
  const settings = ref<SocialSettings | null>(null);
  const accounts = ref<SocialAuthorization[]>([]);
  const accountCount = ref(0);
  const page = ref(1);
  const pageSize = ref(10);
  /** The last lookup: the record, null when the app id is not authorized, undefined before any. */
  const checked = ref<SocialAuthorization | null | undefined>(undefined);
  const lastLinks = ref<SocialAuthorizationLinks | null>(null);

  async function loadSettings(): Promise<SocialSettings> {
    settings.value = await getSocialSettings();
    return settings.value;
  }

  async function saveSettings(patch: SocialSettingsPatch): Promise<SocialSettings> {
    settings.value = await updateSocialSettings(patch);
    return settings.value;
  }

  async function loadAccounts(toPage = page.value): Promise<void> {
    const result = await listAuthorizations({ page: toPage, page_size: pageSize.value });
    accounts.value = result.results;
    accountCount.value = result.count;
    page.value = toPage;
  }

  /**
   * Starts an authorization and opens our jump link in the system browser (the desktop
   * shell hands new windows to it); the jump link stays usable longer than the platform page.
   */
  async function authorize(
    authType: SocialAuthType,
    successUrl: string,
  ): Promise<SocialAuthorizationLinks> {
    const links = await createAuthorizationUrl({ success_url: successUrl, auth_type: authType });
    lastLinks.value = links;
    window.open(links.url, '_blank', 'noopener');
    return links;
  }

  async function check(appid: string): Promise<SocialAuthorization | null> {
    try {
      checked.value = await checkAuthorization(appid.trim());
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      checked.value = null;
    }
    return checked.value;
  }

  function reset(): void {
    settings.value = null;
    accounts.value = [];
    accountCount.value = 0;
    page.value = 1;
    checked.value = undefined;
    lastLinks.value = null;
  }

  return {
    settings,
    accounts,
    accountCount,
    page,
    pageSize,
    checked,
    lastLinks,
    loadSettings,
    saveSettings,
    loadAccounts,
    authorize,
    check,
    reset,
  };
});
