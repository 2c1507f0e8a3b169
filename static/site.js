// Turnpost's one script: small enhancements over pages that work without it.
// - A registration form learns the browser's time zone (the player can change it in settings).
// - The settings' time zone field offers the device's zone first, with a button to use it.
"use strict";
const deviceZone = (function () {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch (e) {
    // An old browser: no zone to offer; the site keeps UTC until the player picks one.
    return "";
  }
})();
document.querySelectorAll("input[type=hidden][name=time_zone]").forEach(function (field) {
  field.value = deviceZone;
});
document.querySelectorAll("input[data-zone-detect]").forEach(function (field) {
  if (!deviceZone) return;
  const list = field.list;
  if (list) {
    const first = document.createElement("option");
    first.value = deviceZone;
    first.textContent = "Your device's time zone";
    list.insertBefore(first, list.firstChild);
  }
  const hint = field.form && field.form.querySelector(".zone-hint");
  if (!hint || field.value === deviceZone) return;
  hint.querySelector(".zone-found").textContent = deviceZone;
  hint.hidden = false;
  hint.querySelector(".use-zone").addEventListener("click", function () {
    field.value = deviceZone;
    hint.hidden = true;
  });
});
