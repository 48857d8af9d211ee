// Whether the shop server answers: the lowest of the counter's three stores (connection →
// offline → pick-up); it imports neither of the others.
export { useConnectivityStore } from './store';
export { getServerHealth, type ServerHealth } from './api';
