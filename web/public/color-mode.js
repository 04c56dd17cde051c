// Applies the stored colour mode before the first paint, so a light-mode user never sees a dark flash.
// A file of its own, loaded by a blocking <script src>, because the Content-Security-Policy allows no inline script.
try {
  var mode = localStorage.getItem('archive:color-mode') || 'dark';
  var dark = mode === 'dark' || (mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch (e) {}
