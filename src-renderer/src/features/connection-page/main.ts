import { createApp } from 'vue';
import ElementPlus from 'element-plus';
import 'element-plus/dist/index.css';
import { createAppI18n, currentLocale } from '@/shared/locale';
import { connectionPageEn } from './locales/en';
import { connectionPageZhCN } from './locales/zh-CN';
import '@/styles.css';
import ConnectionPage from './views/ConnectionPage.vue';

// The desktop app's own connection page, its own entry (connection.html): the main process
// loads it from the app bundle (shopdesk://app/connection.html) in a window of its own, never
// from a shop server, so no server's page can re-point the counter (docs/DEPLOYMENT.md).
const firstStart = new URLSearchParams(window.location.search).get('first') === '1';

const app = createApp(ConnectionPage, { firstStart });
app.use(createAppI18n({ 'zh-CN': connectionPageZhCN, en: connectionPageEn }));
app.use(ElementPlus);
document.documentElement.lang = currentLocale();
app.mount('#app');
