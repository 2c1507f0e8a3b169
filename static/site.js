// Turnpost's one script: small enhancements over pages that work without it.
// - A registration form learns the browser's time zone (the player can change it in settings).
"use strict";
document.querySelectorAll("input[name=time_zone]").forEach(function (field) {
  try {
    field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch (e) {
    // An old browser: the zone stays empty and the site keeps UTC until the player picks one.
  }
});
