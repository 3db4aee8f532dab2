import type { FrameEncoderKind } from './frame-encoder';
import { serverH264 } from './server-encoder';
import { browserH264 } from './webcodecs-encoder';

/** Where videos can be encoded, best first: on the user's device, else on the server (no upload when not needed). */
export const FRAME_ENCODERS: readonly FrameEncoderKind[] = [browserH264, serverH264];
