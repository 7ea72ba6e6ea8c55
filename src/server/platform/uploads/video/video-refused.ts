import { DomainError } from '../../errors';

/** Why a video was refused: the shopper's page says each in their language, at the video field. */
export type VideoRefusal = 'not_video' | 'too_large' | 'too_long' | 'unreadable';

const TEXT: Record<VideoRefusal, string> = {
  not_video: 'This file is not a video. Please choose an MP4, MOV or WebM video.',
  too_large: 'The video is too large.',
  too_long: 'The video is too long.',
  unreadable: 'This video could not be read. Please record it again with the camera app.',
};

const CODES = {
  not_video: 'unsupported_media',
  too_large: 'too_large',
  too_long: 'invalid_input',
  unreadable: 'unsupported_media',
} as const;

export class VideoRefused extends DomainError {
  constructor(readonly refusal: VideoRefusal) {
    super(CODES[refusal], TEXT[refusal], { field: 'video' });
  }
}
