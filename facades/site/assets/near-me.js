// "Near me": where the browser can tell the device's position, a button that opens the nearest town's page with
// events near that position. Without JavaScript or a position, the form beside it takes a typed place instead.
document.addEventListener('DOMContentLoaded', () => {
  const button = document.getElementById('near-me');
  if (!button || !('geolocation' in navigator)) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Finding you…';
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        window.location.assign(`/near?lat=${latitude.toFixed(5)}&lng=${longitude.toFixed(5)}`);
      },
      () => {
        button.disabled = false;
        button.textContent = 'Near me (position not available: type a place)';
        document.getElementById('place')?.focus();
      },
      { timeout: 10000, maximumAge: 300000 },
    );
  });
});
