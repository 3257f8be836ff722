// The share panel's rules, adopted by a widget's shadow root when the panel first opens (they come
// with dist/share.js, so that a page whose readers never open it carries none of them).
export const SHARE_CSS = String.raw`
.share-panel { display: grid; gap: 0.75em; margin-top: 0.5em; padding: 0.75em; border: 1px solid var(--_border); border-radius: var(--_radius); }
.share-panel section { display: grid; gap: 0.4em; min-width: 0; }
.share-panel h3 { margin: 0; font-size: 1em; }
.share-field { display: grid; gap: 0.25em; min-width: 0; }
.share-field label { font-weight: 600; }
.share-field textarea {
  box-sizing: border-box; width: 100%; min-width: 0; resize: vertical; font: 0.85em/1.35 var(--_mono);
  color: var(--_fg); background: var(--_surface); border: 1px solid var(--_border); border-radius: 4px; padding: 0.4em;
  overflow-wrap: anywhere; white-space: pre-wrap;
}
.share-buttons { display: flex; flex-wrap: wrap; gap: 0.4em; align-items: center; }
.share-figure { display: flex; flex-wrap: wrap; gap: 0.4em; align-items: center; }
.share-figure-name { flex: 1 1 12em; min-width: 0; }
.share-said:empty { display: none; }
/* What a Copy button did stays in sight at the bottom of the screen while the panel is. */
.share-said { margin: 0; font-weight: 600; position: sticky; bottom: 0; padding: 0.3em 0; background: var(--_bg); }
`;
