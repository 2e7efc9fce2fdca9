import { useState } from 'react'
import { useNavigate, useRouteLoaderData, useSearchParams } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import { paths } from '@/config/paths'
import { GenerationPanel } from '@/features/search/components/generation-panel'
import { OmniclassAutocomplete } from '@/features/search/components/omniclass-autocomplete'
import { useGeneration } from '@/features/search/hooks/use-generation'
import { ManufacturerQuickLinks } from '@/features/manufacturers/components/manufacturer-quick-links'
import { ErrorScreen } from '../error-screen'

/** Spec §2 "Search home": autocomplete, Advanced Search, the generation wait and the quick links. */
export function Component() {
  const user = useRouteLoaderData('session') as User
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const selectedOption = params.get('selectedOption') || null
  const [typed, setTyped] = useState('')
  // Advanced Search with nothing typed: say what it needs instead of doing nothing
  const [askForText, setAskForText] = useState(false)
  const { generation, start, cancel } = useGeneration()
  const text = selectedOption ?? typed

  function changeText(value: string) {
    setTyped(value)
    setAskForText(false)
    cancel()
    if (selectedOption) setParams({}, { replace: true })
  }

  function generate(value: string) {
    if (value) start(value)
    else setAskForText(true)
  }

  return (
    <section className="mx-auto max-w-4xl py-6 sm:py-10">
      <title>Search · Scout</title>
      <h1 className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
        Find building-product manufacturers
      </h1>
      <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-center">
        Search an OmniClass table by number or name, refine by its parameters, and ask up to five
        manufacturers for information at once.
      </p>
      <p className="text-muted-foreground mt-2 text-center text-sm" data-testid="welcome">
        Signed in as {user.name ?? user.email}
      </p>
      <div className="mt-6">
        <OmniclassAutocomplete
          text={text}
          onTextChange={changeText}
          hasSelection={selectedOption !== null}
          onSelect={(name) => {
            cancel()
            setTyped(name)
            setParams({ selectedOption: name })
          }}
          onOpenGeneric={(name) => navigate(paths.omniclass(name))}
          onOpenMaker={(name, title) => navigate(paths.omniclassBy(name, title))}
          onOpenManufacturer={(title) => navigate(paths.manufacturer(title))}
          onGenerate={generate}
          onAdvancedSearch={(value) =>
            selectedOption ? navigate(paths.omniclass(selectedOption)) : generate(value)
          }
        />
      </div>
      <p role="status" className="text-muted-foreground mt-2 text-sm">
        {askForText && 'Type an OmniClass number, a table name or a product first, then Advanced Search.'}
      </p>
      <GenerationPanel generation={generation} onCancel={cancel} />
      {selectedOption && <ManufacturerQuickLinks key={selectedOption} omniclass={selectedOption} />}
    </section>
  )
}

/** Spec §2: the page's error screen ('Oops! …'), inside the layout so the header stays. */
export const ErrorBoundary = ErrorScreen
