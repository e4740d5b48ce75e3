(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem('theme');
    var language = localStorage.getItem('language');
    root.setAttribute('data-theme', theme === 'light' ? 'light' : 'dark');
    root.setAttribute('lang', language === 'en' ? 'en' : 'pl');
  } catch {
    root.setAttribute('data-theme', 'dark');
  }
})();
