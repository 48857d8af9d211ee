import { createApp } from 'vue';
import { createAppI18n, currentLocale } from '@/shared/locale';
import { customerEn } from './locales/en';
import { customerZhCN } from './locales/zh-CN';
import '@/styles.css';
// The app's theme colours, without Element Plus's stylesheet (this page does not load it).
import '@/shared/theme.css';
import PickUpPage from './views/PickUpPage.vue';

// The customer's pick-up page, its own entry (pickup.html): a phone on a slow network loads
// this page's few scripts, not the admin app. The server answers /pickup/<token> with it.
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const shopDomain = new URLSearchParams(window.location.search).get('shop') ?? '';

const app = createApp(PickUpPage, { token, shopDomain });
app.use(createAppI18n({ 'zh-CN': customerZhCN, en: customerEn }));
document.documentElement.lang = currentLocale();
app.mount('#app');
