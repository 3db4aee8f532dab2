import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { EDITOR_DOWNLOAD_SIZE } from '../../../../core/src/editor/sizes';
import { ENTITLEMENTS, resolutionLabel, type PlansInfo } from '../../../../core/src/plans/entitlements';

const used = (count: number, limit: number | null, what: string) => (limit === null ? `${count} ${what} (no limit)` : `${count} of ${limit} ${what}`);

/** What this installation does about plans, in the server's words: everything included, or the caller's plan and usage. */
export function PlanModeNotice({ info }: { info: PlansInfo }) {
  let title: string;
  let text: React.ReactNode;
  if (info.mode === 'off') {
    const all = ENTITLEMENTS.enterprise;
    title = 'This installation includes everything';
    text = `No plan limits apply here: unlimited downloads (${EDITOR_DOWNLOAD_SIZE} px from the editor, up to ${resolutionLabel(all.maxImageSide)} in batches), no watermark, the AI tools, 3D mockups, video mockups and batches for everyone. The plans below are shown for information only.`;
  } else if (info.account) {
    const plan = ENTITLEMENTS[info.account.plan];
    title = `You are on the ${plan.name} plan`;
    text = `This month (${info.account.month}, UTC) you have used ${used(info.account.downloads, plan.downloadsPerMonth, 'mockup downloads')} and ${used(info.account.videos, plan.videosPerMonth, 'video mockups')}. The operator of this installation changes plans; billing is handled outside the app.`;
  } else {
    title = 'Plans apply on this installation';
    text = (
      <>
        Downloads and videos are counted per account, so <Link to="/auth" className="font-semibold underline">sign in</Link> to
        download. New accounts start on the Free plan; the operator of this installation changes plans.
      </>
    );
  }
  return (
    <aside role="note" aria-label="Plans on this installation" className="mx-auto mb-6 flex max-w-3xl gap-3 rounded-2xl bg-brand-50 p-5 text-sm text-slate-700 ring-1 ring-brand-100">
      <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div>
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <p className="mt-1">{text}</p>
      </div>
    </aside>
  );
}
