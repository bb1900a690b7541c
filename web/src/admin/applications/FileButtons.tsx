import type { DownloadableFile } from '@funding/contracts';
import { rowButton } from '../ui/buttons';
import type { FileActions } from './use-file-actions';

interface FileButtonsProps {
  files: FileActions;
  file: DownloadableFile;
  /** False while the file cannot be had yet (the PDF before it is generated). */
  ready?: boolean;
  /** Shown after "View" and "Download" (" PDF" in a row of the list). */
  shownAfter?: string;
  /** Heard after them, so a screen reader's list of buttons says which file each one is for. */
  heardAfter: string;
}

/** View (in a new tab) and Download of one file of an application; both wait while one is busy. */
export function FileButtons({ files, file, ready = true, shownAfter = '', heardAfter }: FileButtonsProps) {
  const disabled = !ready || files.busy !== null;
  const heard = <span className="sr-only"> {heardAfter}</span>;
  return (
    <>
      <button type="button" className={rowButton} disabled={disabled} onClick={() => files.view(file)}>
        View{shownAfter}
        {heard}
      </button>
      <button type="button" className={rowButton} disabled={disabled} onClick={() => files.download(file)}>
        Download{shownAfter}
        {heard}
      </button>
    </>
  );
}
