// Stands in for a client module the site does not want in every page's
// bundle (see prismClientModule.ts).
export {};
