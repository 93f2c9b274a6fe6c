/** A white, bordered panel: the boxes of facts beside a detail page and on the about pages. */
export const panelClass = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";
