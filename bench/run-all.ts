/** Runs every benchmark in this folder, one after another. */
const benches: string[] = [];
for (const bench of benches) await import(bench);

export {};
