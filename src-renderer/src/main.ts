import { createApp } from 'vue';
import { createPinia } from 'pinia';
import ElementPlus from 'element-plus';
import 'element-plus/dist/index.css';
// After Element Plus's stylesheet: the theme's colours replace its defaults.
import './shared/theme.css';
import App from './App.vue';
import { currentLocale, i18n } from './i18n';
import { createAppRouter } from './router';
import { registerShellWorker } from './shared/shell-worker';
import './styles.css';

const app = createApp(App);
app.use(createPinia());
app.use(i18n);
app.use(ElementPlus);
app.use(createAppRouter());
document.documentElement.lang = currentLocale();
app.mount('#app');
registerShellWorker();
