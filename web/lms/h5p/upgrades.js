// The upgrade of H5P.SinusoidalPE content to this version, run by the H5P host when an administrator
// upgrades content made with an older version (in the page or in a worker: no DOM). npm run package
// bundles it, with the form conversion it imports, into the library's upgrades.js.
//
// 1.1 → 1.2: the editor's one JSON box of author questions (`questions`) becomes the form's list of
// questions (`questionList`); a list the form has no place for (not valid JSON, or a field the form
// lacks) stays in `questions`, which the content type still reads (the editor drops it when the
// content is next saved). The rules, the seed and the completion rule take a graded package's
// defaults (semantics.json); the bank's topics (quizTopics, since 1.1.1) are kept as they are.
// 1.2.0 → 1.2.1 adds quizTopics with its default, the 2017 encoding: a patch, nothing to convert.
// 1.2.1 → 1.2.2 adds the l10n group (the author's own texts of the quiz, each with the widget's
// words as its default) and the editor's translations: a patch, nothing to convert.
import { formFromSpecs, unescapeText } from '../h5p-questions.js';

const upgrades = (globalThis.H5PUpgrades ??= {});
upgrades['H5P.SinusoidalPE'] = {
  1: {
    2(parameters, finished, extras) {
      const text = unescapeText(parameters?.questions ?? '').trim();
      if (text) {
        let items = null;
        try {
          items = formFromSpecs(JSON.parse(text));
        } catch {
          items = null;
        }
        if (items) {
          parameters.questionList = items;
          delete parameters.questions;
        }
      }
      finished(null, parameters, extras);
    },
  },
};
