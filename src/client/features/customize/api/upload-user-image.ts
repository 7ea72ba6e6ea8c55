import { useMutation } from '@tanstack/react-query';
import { uploadUserImageResponseSchema, type UploadUserImageRequest } from '../../../../contracts/previews';
import { postForImage } from './post-for-image';

/** POST /api/products/upload-user-image: the mug photo, stored before the mug preview asks for it. */
export function uploadUserImage(body: UploadUserImageRequest, signal?: AbortSignal): Promise<string> {
  return postForImage(
    '/api/products/upload-user-image',
    body,
    uploadUserImageResponseSchema,
    { failed: 'Failed to upload user image', noUrl: 'Failed to get uploaded image URL' },
    signal,
  );
}

export function useUploadUserImage() {
  return useMutation({
    mutationFn: ({ body, signal }: { body: UploadUserImageRequest; signal?: AbortSignal }) =>
      uploadUserImage(body, signal),
  });
}
