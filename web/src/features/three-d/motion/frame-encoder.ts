/**
 * Turns rendered frames into an MP4. The turntable recorder only knows this interface, so the encoder can
 * be the browser's own (WebCodecs) or, for browsers without an H.264 encoder, the server's video pipeline
 * (encoders.ts lists them, best first).
 */
export interface RgbaFrame {
  /** width × height × 4 bytes, top row first. */
  data: Uint8ClampedArray;
  width: number;
  height: number;
  /** Seconds from the start of the video. */
  timestamp: number;
  duration: number;
}

export interface FrameEncoder {
  /** Resolves when the encoder is ready for the next frame (it applies back-pressure). */
  addFrame(frame: RgbaFrame): Promise<void>;
  /** Finishes the file. */
  finish(): Promise<Blob>;
  cancel(): Promise<void>;
}

export interface VideoFormat {
  width: number;
  height: number;
  fps: number;
}

export interface FrameEncoderKind {
  id: string;
  /** Says where the video is encoded, for the motion view. */
  label: string;
  isSupported(format: VideoFormat): Promise<boolean>;
  create(format: VideoFormat): Promise<FrameEncoder>;
}

/** The first kind that can encode this format, or null when none can. */
export async function pickFrameEncoder(kinds: readonly FrameEncoderKind[], format: VideoFormat): Promise<FrameEncoderKind | null> {
  for (const kind of kinds) {
    if (await kind.isSupported(format).catch(() => false)) return kind;
  }
  return null;
}
