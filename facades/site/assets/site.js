// The site's one script; every page works without it.

// "Near me": where the browser can tell the device's position, a button that lists events near it. Without
// JavaScript or a position, the form beside it takes a typed town, neighbourhood or venue instead.
function nearMe() {
  const button = document.getElementById('near-me');
  if (!button || !('geolocation' in navigator)) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    const label = button.textContent;
    button.disabled = true;
    button.textContent = button.dataset.finding;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        const radius = button.form?.elements.namedItem('radius')?.value;
        window.location.assign(`/near?lat=${latitude.toFixed(5)}&lng=${longitude.toFixed(5)}${radius ? `&radius=${radius}` : ''}`);
      },
      () => {
        button.disabled = false;
        button.textContent = `${label} (${button.dataset.unavailable})`;
        document.getElementById('place')?.focus();
      },
      { timeout: 10000, maximumAge: 300000 },
    );
  });
}

// A picture that does not load is taken away, not left as a broken icon: those that failed before this script ran,
// and those (lazy ones) that fail later.
function pictures() {
  const drop = (image) => image.remove();
  for (const image of document.querySelectorAll('img[data-fallback]')) if (image.complete && image.naturalWidth === 0) drop(image);
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-fallback')) drop(event.target);
    },
    true,
  );
}

// Share: the system's share sheet where there is one (the Web Share API), else the link copied to the clipboard.
function share() {
  const button = document.getElementById('share');
  if (!button || !(navigator.share || navigator.clipboard)) return;
  button.hidden = false;
  if (!navigator.share) button.textContent = button.dataset.copy;
  button.addEventListener('click', async () => {
    const { url, title } = button.dataset;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => {});
      return;
    }
    await navigator.clipboard.writeText(url);
    button.textContent = button.dataset.copied;
  });
}

document.addEventListener('DOMContentLoaded', () => {
  nearMe();
  pictures();
  share();
});
