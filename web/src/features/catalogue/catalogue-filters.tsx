import { Search } from 'lucide-react';
import { CATEGORY_GROUPS } from '../../../../core/src/catalogue/categories';
import type { CatalogueGroup } from '../../../../core/src/catalogue/search';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

interface Props {
  term: string;
  group: CatalogueGroup | null;
  onTermChange: (term: string) => void;
  onGroupChange: (group: CatalogueGroup | null) => void;
}

const chip = 'rounded-full border px-4 py-2 text-sm font-medium transition-colors';
const chipOn = 'border-brand-700 bg-brand-700 text-white shadow-sm';
const chipOff = 'border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-800';

/** The search box and the group buttons; 'All Categories' clears the group. */
export function CatalogueFilters({ term, group, onTermChange, onGroupChange }: Props) {
  const options: Array<[label: string, value: CatalogueGroup | null]> = [
    ['All Categories', null],
    ...CATEGORY_GROUPS.map((g): [string, CatalogueGroup] => [g, g]),
  ];
  return (
    <div className="space-y-5">
      <div className="relative mx-auto max-w-xl">
        <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          aria-label="Search categories"
          placeholder="Search categories..."
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
          className="h-12 rounded-full pl-12 text-base shadow-sm"
        />
      </div>
      <div role="group" aria-label="Filter by group" className="flex flex-wrap justify-center gap-2">
        {options.map(([label, value]) => (
          <button
            key={label}
            type="button"
            aria-pressed={group === value}
            onClick={() => onGroupChange(value)}
            className={cn(chip, group === value ? chipOn : chipOff)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
