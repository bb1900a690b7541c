import { type UploadSlot, uploadLinkResultSchema } from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithLink, UploadLinkError, uploadLinkKeys } from './upload-link-queries';

/** Sends the chosen files; the page then reads the request again (received slots, or done). */
export function useSendRequestedFiles(token: string, onSent: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: Partial<Record<UploadSlot, File>>) => {
      const form = new FormData();
      for (const [slot, file] of Object.entries(files)) if (file) form.append(slot, file, file.name);
      return uploadLinkResultSchema.parse(
        await callWithLink(token, '/api/upload-links/current/files', { method: 'POST', form }),
      );
    },
    onSuccess: (result) => {
      onSent(result.message);
      void queryClient.invalidateQueries({ queryKey: uploadLinkKeys.all });
    },
    onError: (error) => {
      // An expired or completed link: the page shows why, from the server's view of it.
      if (error instanceof UploadLinkError && error.kind === 'gone')
        void queryClient.invalidateQueries({ queryKey: uploadLinkKeys.all });
    },
  });
}
