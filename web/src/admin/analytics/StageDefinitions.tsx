import {
  FUNNEL_STAGE_DEFINITIONS,
  FUNNEL_STAGE_DOLLARS,
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
} from '@funding/contracts';

/** What each stage counts, from the contracts: every table on the screen uses these. */
export function StageDefinitions() {
  return (
    <section
      aria-labelledby="stage-definitions-heading"
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="stage-definitions-heading" className="font-semibold text-slate-900">
        What each stage counts
      </h3>
      <dl className="mt-3 space-y-2 text-sm text-slate-800">
        {FUNNEL_STAGES.map((stage) => (
          <div key={stage}>
            <dt className="font-semibold">{FUNNEL_STAGE_LABELS[stage]}</dt>
            <dd>
              {FUNNEL_STAGE_DEFINITIONS[stage]} Dollars: the amounts {FUNNEL_STAGE_DOLLARS[stage]}.
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
