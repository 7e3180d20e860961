// Names the visitor's language on <html> before a prerendered page paints, so that its frame shows
// in that language (issue 41; the frames are in every language, app.css shows one). The rule of
// initialLocale() in src/lib/i18n.ts: the choice kept in localStorage, else the browser's
// languages, else English. tests/unit/locale-script.test.ts holds the two to the same answers.
// Then fills the frame's parts that the tab has shown before (src/lib/frame-fill.ts) as the
// parser adds them, before the first paint; tests/components/frame-fill.test.tsx checks it.
/* global window, navigator, document, MutationObserver */
(function () {
  var supported = ['en', 'es'];
  var chosen = null;
  try {
    var saved = window.localStorage.getItem('ichra.locale');
    if (supported.indexOf(saved) !== -1) chosen = saved;
  } catch {
    // Storage refused (private mode, policy): follow the browser's language.
  }
  var tags = navigator.languages || [navigator.language];
  for (var i = 0; !chosen && i < tags.length; i++) {
    var language = String(tags[i]).toLowerCase().split('-')[0];
    if (supported.indexOf(language) !== -1) chosen = language;
  }
  chosen = chosen || 'en';
  document.documentElement.lang = chosen;
  document.documentElement.setAttribute('data-locale', chosen);

  if (typeof MutationObserver !== 'function') return;
  // A part's text as the page kept it, in the language of the frame it is in; else left hidden.
  function fill(element) {
    var frame = element.closest('[data-frame-locale]');
    var kept;
    try {
      kept = JSON.parse(
        window.sessionStorage.getItem('ichra.frame.' + element.getAttribute('data-frame-fill')),
      );
    } catch {
      return;
    }
    if (
      !frame ||
      !kept ||
      typeof kept.text !== 'string' ||
      kept.locale !== frame.getAttribute('data-frame-locale')
    )
      return;
    element.textContent = kept.text;
    element.hidden = false;
  }
  var observer = new MutationObserver(function (records) {
    for (var r = 0; r < records.length; r++) {
      var added = records[r].addedNodes;
      for (var n = 0; n < added.length; n++) {
        var node = added[n];
        if (node.nodeType !== 1) continue;
        if (node.hasAttribute('data-frame-fill')) fill(node);
        // The parser adds elements one by one, empty; a subtree comes only from a script.
        if (!node.firstElementChild) continue;
        var inside = node.querySelectorAll('[data-frame-fill]');
        for (var f = 0; f < inside.length; f++) fill(inside[f]);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  // The frame is parsed by then; what React renders later is its own.
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
  });
})();
