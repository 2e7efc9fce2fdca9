import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Omniclass, SelectedValue } from '@scout/shared/schemas/omniclass'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useManufacturerLookup } from '../hooks/use-manufacturer-lookup'
import { useSaveConfiguration, useSearchState } from '../hooks/use-search-state'
import { useSimilarMakers } from '../hooks/use-similar-makers'
import { useMakerRequest } from '../hooks/use-maker-request'
import { withoutListedFallbacks } from '../lib/fallback-manufacturers'
import { toggleManufacturer } from '../lib/manufacturer-selection'
import { clearConfiguration } from '../lib/saved-configuration'
import {
  hasAnyValue,
  listSearchParameters,
  nonEmptyValues,
  setValue,
  toggleValue,
  valueOf,
} from '../lib/selected-values'
import { ManufacturerList } from './manufacturer-list'
import { ParameterList } from './parameter-list'
import { SimilarMakers } from './similar-makers'
import { MakerRequestPanel } from './maker-request-panel'
import { ValueList } from './value-list'
import { Badge } from '@/components/ui/badge'
import { enrichmentMessages } from '@scout/shared/schemas/enrichment'

export type RequestDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  omniclass: string
  parameters: SelectedValue[]
  manufacturerTitles: string[]
}

type Props = {
  omniclass: Omniclass
  /** the by-manufacturer variant: its manufacturer's title, whose column replaces Step 3 */
  manufacturerTitle?: string | null
  renderAside?: (openRequest: () => void) => ReactNode
  renderRequestDialog: (props: RequestDialogProps) => ReactNode
  /** an administrator: an Associate button beside each maker of similar products */
  canAssociate?: boolean
  /** open the request at once: the professional was writing it when their session ended */
  reopenRequest?: boolean
}

/**
 * On a narrow screen the steps stack, and a chosen parameter's values start below the fold: bring Step 2
 * on screen once it has rendered (nothing moves when it is already in view, as on a wide screen).
 */
function revealSoon(element: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (!element) return
    const { top } = element.getBoundingClientRect()
    if (top >= 0 && top < window.innerHeight * 0.6) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
  })
}

/** Spec §2 "Omniclass parameter search", and its by-manufacturer variant. */
export function ParameterSearch({
  omniclass,
  manufacturerTitle = null,
  renderAside,
  renderRequestDialog,
  canAssociate = false,
  reopenRequest = false,
}: Props) {
  const navigate = useNavigate()
  const { state, update, savedManufacturers } = useSearchState(omniclass.name, manufacturerTitle)
  const parameters = useMemo(() => listSearchParameters(omniclass.parameters), [omniclass.parameters])
  const lookup = useManufacturerLookup({
    omniclass: omniclass.name,
    parameters: omniclass.parameters,
    selectedValues: state.selectedValues,
    expanded: state.expanded,
    enabled: manufacturerTitle === null,
    initial: savedManufacturers,
  })
  const similar = useSimilarMakers(omniclass.name, manufacturerTitle === null)
  const maker = useMakerRequest(omniclass.name, manufacturerTitle === null)
  const shown = useMemo(
    () => withoutListedFallbacks(lookup.manufacturers, similar.makers),
    [lookup.manufacturers, similar.makers],
  )
  useSaveConfiguration(
    omniclass.name,
    manufacturerTitle,
    state,
    manufacturerTitle ? null : lookup.manufacturers,
  )
  // stable, so a memoised manufacturer row re-renders only when its own checkbox changes
  const onToggleManufacturer = useCallback(
    (title: string) =>
      update((s) => ({ selectedManufacturers: toggleManufacturer(s.selectedManufacturers, title) })),
    [update],
  )
  const [requestOpen, setRequestOpen] = useState(reopenRequest)
  const valuesRef = useRef<HTMLDivElement>(null)
  const current = parameters.find((parameter) => parameter.name === state.parameter)
  const targets = manufacturerTitle ? [manufacturerTitle] : state.selectedManufacturers

  return (
    <div className="grid gap-4">
      <title>{`${omniclass.name}${manufacturerTitle ? ` by ${manufacturerTitle}` : ''} · Scout`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {omniclass.number && <p className="text-muted-foreground font-mono text-sm">{omniclass.number}</p>}
          <h1 className="text-2xl font-semibold tracking-tight">
            {omniclass.name}
            {(omniclass.awaiting_review ?? (omniclass.source === 'generated' && !omniclass.reviewed)) && (
              <Badge variant="warning" className="ml-3 align-middle" data-testid="awaiting-review-badge">
                Generated, awaiting review
              </Badge>
            )}
          </h1>
          {omniclass.parameters_suggested && (
            <p
              className="mt-1 flex max-w-2xl flex-wrap items-center gap-2 text-sm"
              data-testid="suggested-note"
            >
              <Badge variant="warning">{enrichmentMessages.suggestedLabel}</Badge>
              <span className="text-muted-foreground">
                The catalogue had none for this table: Scout suggested these from similar tables.
              </span>
            </p>
          )}
          {manufacturerTitle && <p className="text-muted-foreground">by {manufacturerTitle}</p>}
          {omniclass.source === 'generated' && !omniclass.reviewed && (
            <p className="text-muted-foreground mt-1 max-w-2xl text-sm" data-testid="generated-note">
              A new table, generated for this search and awaiting review: its parameters are suggestions, and
              manufacturers appear as they are added.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => navigate(paths.home(omniclass.name))}>
            Back to Start
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              clearConfiguration(window.localStorage)
              navigate(paths.home())
            }}
          >
            Start New Search
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <ParameterList
          parameters={parameters}
          selectedValues={state.selectedValues}
          current={current?.name ?? null}
          onChoose={(name) => {
            update({ parameter: name })
            revealSoon(valuesRef.current)
          }}
          onClear={(name) => update((s) => ({ selectedValues: setValue(s.selectedValues, name, '') }))}
        />
        <div ref={valuesRef} className="scroll-mt-2">
          <ValueList
            parameter={current}
            value={current ? valueOf(state.selectedValues, current.name) : ''}
            facet={lookup.facets?.find((facet) => facet.name === current?.name)}
            onToggle={(value) =>
              current &&
              update((s) => ({ selectedValues: toggleValue(s.selectedValues, current.name, value) }))
            }
            onSet={(value) =>
              current && update((s) => ({ selectedValues: setValue(s.selectedValues, current.name, value) }))
            }
          />
        </div>
        {renderAside ? (
          renderAside(() => setRequestOpen(true))
        ) : (
          <ManufacturerList
            omniclass={omniclass.name}
            manufacturers={shown}
            loading={lookup.loading}
            error={lookup.error}
            sort={state.sort}
            onSortChange={(sort) => update({ sort })}
            canExpand={Boolean(omniclass.number)}
            expanded={state.expanded}
            onExpandedChange={(expanded) => update({ expanded })}
            selected={state.selectedManufacturers}
            onToggle={onToggleManufacturer}
            canRequest={hasAnyValue(state.selectedValues) && state.selectedManufacturers.length > 0}
            onRequest={() => setRequestOpen(true)}
            similar={
              <>
                <SimilarMakers
                  omniclass={omniclass.name}
                  makers={similar.makers}
                  selected={state.selectedManufacturers}
                  onToggle={onToggleManufacturer}
                  onAssociate={canAssociate ? similar.associate : undefined}
                  associating={similar.associating}
                />
                {similar.settled && <MakerRequestPanel maker={maker} alone={similar.makers.length === 0} />}
              </>
            }
          />
        )}
      </div>
      {renderRequestDialog({
        open: requestOpen,
        onOpenChange: setRequestOpen,
        omniclass: omniclass.name,
        parameters: nonEmptyValues(state.selectedValues),
        manufacturerTitles: targets,
      })}
    </div>
  )
}
