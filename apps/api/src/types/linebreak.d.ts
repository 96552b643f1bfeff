// linebreak (UAX #14 line breaking, used by pdfkit) ships no types; this is the part we call.
declare module "linebreak" {
  export type Break = { position: number; required: boolean };
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity, or null after the last. */
    nextBreak(): Break | null;
  }
}
