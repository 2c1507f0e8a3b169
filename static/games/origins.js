// Origins: pan and zoom of the map pictures (an enhancement: without this script the page shows
// the whole map and a link per region). Buttons zoom in and out and reset; dragging pans.
(function () {
  'use strict';
  const maps = document.querySelectorAll('#map svg[viewBox]');
  maps.forEach(function (svg, i) {
    const start = svg.getAttribute('viewBox').split(/[\s,]+/).map(Number);
    if (start.length !== 4 || start.some(isNaN)) return;
    let box = start.slice();
    const show = function () { svg.setAttribute('viewBox', box.join(' ')); };
    const zoom = function (f) {
      const cx = box[0] + box[2] / 2, cy = box[1] + box[3] / 2;
      const w = Math.min(start[2], Math.max(start[2] / 6, box[2] * f));
      const h = w * start[3] / start[2];
      box = [cx - w / 2, cy - h / 2, w, h];
      clamp();
      show();
    };
    const clamp = function () {
      box[0] = Math.max(start[0], Math.min(start[0] + start[2] - box[2], box[0]));
      box[1] = Math.max(start[1], Math.min(start[1] + start[3] - box[3], box[1]));
    };
    const bar = document.createElement('div');
    bar.className = 'og-zoom';
    [['Zoom in', 0.5], ['Zoom out', 2], ['Whole map', 0]].forEach(function (b) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'secondary';
      button.textContent = b[0];
      button.setAttribute('aria-label', b[0] + ' (map ' + (i + 1) + ')');
      button.addEventListener('click', function () {
        if (b[1] === 0) { box = start.slice(); show(); } else { zoom(b[1]); }
      });
      bar.appendChild(button);
    });
    svg.parentNode.insertBefore(bar, svg);
    let drag = null;
    svg.addEventListener('pointerdown', function (e) {
      if (box[2] >= start[2] || e.target.closest('a')) return;
      drag = { x: e.clientX, y: e.clientY, box: box.slice() };
      svg.setPointerCapture(e.pointerId);
    });
    svg.addEventListener('pointermove', function (e) {
      if (!drag) return;
      const scale = box[2] / svg.getBoundingClientRect().width;
      box[0] = drag.box[0] - (e.clientX - drag.x) * scale;
      box[1] = drag.box[1] - (e.clientY - drag.y) * scale;
      clamp();
      show();
    });
    const stop = function () { drag = null; };
    svg.addEventListener('pointerup', stop);
    svg.addEventListener('pointercancel', stop);
  });
})();
