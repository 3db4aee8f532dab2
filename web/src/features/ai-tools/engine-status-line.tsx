import { Cpu } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { EngineStatus } from '../../../../core/src/ai/engines';

/** The engine the AI tools use, as the server checked it at start: "Engine: ComfyUI on …" or the offline one. */
export function EngineStatusLine() {
  const [status, setStatus] = useState<EngineStatus | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/functions/engine')
      .then((response) => (response.ok ? (response.json() as Promise<EngineStatus>) : null))
      .then((value) => live && setStatus(value))
      .catch(() => live && setStatus(null));
    return () => {
      live = false;
    };
  }, []);
  if (!status) return null;
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-slate-600" aria-label="AI engine">
      <Cpu className="size-4 shrink-0" aria-hidden /> Engine: {status.name}
      {status.engine === 'offline' && <span className="text-slate-500">— drawn by this app's own code, not an image model</span>}
    </p>
  );
}
