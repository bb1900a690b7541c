/**
 * Bounds the uploads a BFF process streams at once. Each one holds a connection, a spool file and
 * a storage upload; past the bound a client is told to come back before anything of its body is
 * read, instead of every upload slowing down until all of them time out.
 */
export function createUploadGate(maxInProgress: number) {
  let inProgress = 0;
  return {
    /** A place, as the function that gives it back (once), or null when all are taken. */
    tryEnter(): (() => void) | null {
      if (inProgress >= maxInProgress) return null;
      inProgress++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inProgress--;
      };
    },
    get inProgress() {
      return inProgress;
    },
  };
}

export type UploadGate = ReturnType<typeof createUploadGate>;
