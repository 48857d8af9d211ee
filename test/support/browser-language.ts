// The renderer's tests read the screens in the product's home language, as a Chinese browser
// opens them on a first visit (happy-dom reports en-US). A test of another browser language
// replaces these getters (vi.spyOn(navigator, 'languages', 'get')).
if (typeof navigator !== 'undefined' && 'document' in globalThis) {
  Object.defineProperty(navigator, 'languages', { get: () => ['zh-CN'], configurable: true });
  Object.defineProperty(navigator, 'language', { get: () => 'zh-CN', configurable: true });
}
