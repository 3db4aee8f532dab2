import { BufferTarget, canEncodeVideo, Mp4OutputFormat, Output, QUALITY_HIGH, VideoSample, VideoSampleSource } from 'mediabunny';
import type { FrameEncoderKind } from './frame-encoder';

/** H.264 in the browser: WebCodecs encodes, mediabunny writes the MP4 in memory. */
export const browserH264: FrameEncoderKind = {
  id: 'browser-h264',
  label: 'H.264 encoded in your browser',
  async isSupported({ width, height, fps }) {
    if (typeof VideoEncoder === 'undefined') return false;
    return canEncodeVideo('avc', { width, height, frameRate: fps, quality: QUALITY_HIGH });
  },
  async create({ fps }) {
    const target = new BufferTarget();
    // fastStart 'in-memory' puts the index first, so the file starts playing before it has fully loaded.
    const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
    const source = new VideoSampleSource({ codec: 'avc', quality: QUALITY_HIGH, keyFrameInterval: 1 });
    output.addVideoTrack(source, { frameRate: fps });
    await output.start();
    return {
      async addFrame(frame) {
        const sample = new VideoSample(frame.data, {
          format: 'RGBA',
          codedWidth: frame.width,
          codedHeight: frame.height,
          timestamp: frame.timestamp,
          duration: frame.duration,
        });
        try {
          await source.add(sample);
        } finally {
          sample.close();
        }
      },
      async finish() {
        await output.finalize();
        return new Blob([target.buffer!], { type: 'video/mp4' });
      },
      async cancel() {
        await output.cancel();
      },
    };
  },
};
