/** Public API of the download feature for `app/`: the `/down` page and the `download` modal, loaded on demand. */
export const loadDownloadPage = () =>
  import('./DownloadPage').then((m) => ({ default: m.DownloadPage }));
export const loadDownloadModal = () =>
  import('./DownloadModal').then((m) => ({ default: m.DownloadModal }));
