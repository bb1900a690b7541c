/**
 * Opens in a new tab the address that `fetchUrl` obtains (a single-use link: the session token never
 * goes into a URL). The tab is opened at once, inside the click, because browsers block a window
 * opened after waiting for the network; it is pointed at the link once that arrives, and closed
 * again when the link cannot be had.
 */
export async function openInNewTab(fetchUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await fetchUrl();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
