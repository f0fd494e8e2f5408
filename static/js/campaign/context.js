// What every campaign panel is given (the contract with the campaign screen's shell):
// the campaign view for this seat as the server sends it, this seat's legal commands,
// the seat, a way to submit a command (resolved on ack, rejected with the server's
// sentence and rule), and the display name of a key.

/** @typedef {{view: any, legal: any[], seat: string|null, send: (command: object) => Promise<any>, names: (key: string) => string}} PanelContext */

export {};
