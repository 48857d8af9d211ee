// The history's public face is empty: no other feature uses any of it. Its pages are its
// routes.ts, which router.ts composes (docs/ARCHITECTURE.md, "The renderer").
export {};
