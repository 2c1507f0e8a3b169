// Humanity: choosing on the board by tap, over turn forms that work without this script.
// - On your base, a tile adds one activation to the Work form (cycling back to none), an
//   outlined cell becomes the landing cell of the next returning astronaut, and an astronaut
//   is chosen as the one to act.
// - On the station, a hangar's module is chosen to deploy.
// The choice is outlined on the picture; the form's Preview button shows what it does.
"use strict";
(function () {
  var turn = document.getElementById("turn");
  if (!turn) return;
  var pick = function (el, on) {
    el.classList.toggle("hb-picked", on);
  };
  var only = function (root, el) {
    root.querySelectorAll(".hb-picked").forEach(function (other) {
      if (other !== el) pick(other, false);
    });
    pick(el, true);
  };
  var check = function (css) {
    var input = turn.querySelector(css);
    if (input) input.checked = true;
    return input;
  };
  var base = document.getElementById("my-base");
  if (base) {
    base.classList.add("hb-tappable");
    var nextPlace = 0;
    base.addEventListener("click", function (ev) {
      var astronaut = ev.target.closest("[data-astronaut]");
      if (astronaut && check("input[name=astronaut][value='" + astronaut.dataset.astronaut + "']")) {
        only(base, astronaut);
        return;
      }
      var tile = ev.target.closest("[data-cell]");
      if (!tile) return;
      var cell = tile.dataset.cell;
      var times = turn.querySelector("select[name='times_" + cell + "']");
      if (times) {
        times.selectedIndex = (times.selectedIndex + 1) % times.options.length;
        pick(tile, times.selectedIndex > 0);
        return;
      }
      var places = turn.querySelectorAll("select[name^=place_]");
      if (places.length) {
        var select = places[nextPlace % places.length];
        if ([].some.call(select.options, function (o) { return o.value === cell; })) {
          select.value = cell;
          nextPlace += 1;
          pick(tile, true);
        }
      }
    });
  }
  var station = document.getElementById("station");
  if (station) {
    station.classList.add("hb-tappable");
    station.addEventListener("click", function (ev) {
      var hangar = ev.target.closest("[data-hangar]");
      if (hangar && check("input[name=hangar][value='" + hangar.dataset.hangar + "']")) {
        check("input[name=kind][value=deploy]");
        only(station, hangar);
      }
    });
  }
})();
