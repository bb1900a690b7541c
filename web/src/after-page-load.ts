// Background downloads (step 3, the validation schemas) start once the page has loaded and the
// browser is idle, so they never share the network or the main thread with the first paint. Each is
// also loaded on demand, so starting late only matters if someone is faster than two seconds.
export function afterPageLoad(task: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
