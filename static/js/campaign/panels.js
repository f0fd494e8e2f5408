/** @typedef {{view: any, legal: any[], seat: string|null, send: (command: object) => Promise<any>, names: (key: string) => string}} PanelContext */
/** @type {{id: string, label: string, isShown: (ctx: PanelContext) => boolean, render: (ctx: PanelContext) => HTMLElement}[]} */
export const PANELS = [];
