import { ref } from 'vue';
import type { PrinterSaveResult, PrinterSettings } from '@shared/preload-api';

/**
 * The counter's print settings (docs/PRINTING.md). The desktop app keeps them in its main
 * process, which alone reaches a network printer; a browser-only counter keeps the system
 * dialog, with its paper width and auto-print in this browser's storage.
 */
const STORAGE_KEY = 'shopdesk.printer';

export const BROWSER_DEFAULT: PrinterSettings = {
  mode: 'system',
  host: '',
  port: 9100,
  paper: 80,
  autoPrint: false,
};

/** Whether this counter can reach a network printer (the desktop app only). */
export const canPrintToNetwork = (): boolean => typeof window.shopdesk?.printReceipt === 'function';

function readStored(): PrinterSettings {
  try {
    const saved = JSON.parse(
      localStorage.getItem(STORAGE_KEY) ?? 'null',
    ) as Partial<PrinterSettings> | null;
    return {
      ...BROWSER_DEFAULT,
      paper: saved?.paper === 58 ? 58 : 80,
      autoPrint: saved?.autoPrint === true,
    };
  } catch {
    return BROWSER_DEFAULT;
  }
}

const settings = ref<PrinterSettings>(BROWSER_DEFAULT);
let loaded = false;

export function usePrintSettings() {
  async function load(): Promise<PrinterSettings> {
    if (!loaded) {
      settings.value = canPrintToNetwork()
        ? await window.shopdesk!.printerSettings()
        : readStored();
      loaded = true;
    }
    return settings.value;
  }

  async function save(next: PrinterSettings): Promise<PrinterSaveResult> {
    if (canPrintToNetwork()) {
      const result = await window.shopdesk!.savePrinterSettings({ ...next });
      if (result.saved) settings.value = result.settings;
      return result;
    }
    const browser = { ...BROWSER_DEFAULT, paper: next.paper, autoPrint: next.autoPrint };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(browser));
    settings.value = browser;
    return { saved: true, settings: browser };
  }

  return { settings, load, save };
}
