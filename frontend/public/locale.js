// Names the visitor's language on <html> before a prerendered page paints, so that its frame shows
// in that language (issue 41; the frames are in every language, app.css shows one). The rule of
// initialLocale() in src/lib/i18n.ts: the choice kept in localStorage, else the browser's
// languages, else English. tests/unit/locale-script.test.ts holds the two to the same answers.
/* global window, navigator, document */
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
})();
