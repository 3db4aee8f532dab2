import { Shirt } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label="Mockup Studio home">
      <span className="grid size-8 place-items-center rounded-lg bg-brand-700 text-white">
        <Shirt className="size-5" aria-hidden />
      </span>
      <span className="text-lg tracking-tight">Mockup Studio</span>
    </Link>
  );
}
