// The staff console's keyboard shortcuts, listed on the pages that have them. Keys typed in a field are left alone,
// and no shortcut acts by itself: each moves the focus, or follows a link the page shows.
(() => {
  const typing = (element) => element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));

  function move(step) {
    const links = [...document.querySelectorAll('table.queue td[data-label="Event"] > a:first-child')];
    if (links.length === 0) return false;
    const at = links.indexOf(document.activeElement);
    const next = at === -1 ? 0 : Math.min(Math.max(at + step, 0), links.length - 1);
    links[next].focus();
    return true;
  }

  function follow(selector) {
    const link = document.querySelector(selector);
    if (link) link.click();
    return Boolean(link);
  }

  function focus(selector) {
    const target = document.querySelector(selector);
    if (target) target.focus();
    return Boolean(target);
  }

  const SHORTCUTS = {
    j: () => move(1),
    k: () => move(-1),
    n: () => follow('a[rel="next"]'),
    p: () => follow('a[rel="prev"]'),
    q: () => follow('nav.walk a[href="/staff/queue"]'),
    a: () => focus('#approve'),
    e: () => focus('#title'),
  };

  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(document.activeElement)) return;
    const shortcut = SHORTCUTS[event.key];
    if (shortcut?.()) event.preventDefault();
  });
})();
