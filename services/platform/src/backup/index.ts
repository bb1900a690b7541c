export { type BackupTarget, restoreBackup, takeBackup } from './backup.ts';
export type { BackupManifest, StoredObject } from './manifest.ts';
