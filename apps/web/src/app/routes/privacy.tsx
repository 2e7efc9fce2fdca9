import { PageShell } from '@/components/layouts/page-shell'
import { runtimeConfig } from '@/config/env'

export function Component() {
  return (
    <PageShell user={null}>
      <title>Privacy · Scout</title>
      <article className="mx-auto max-w-3xl space-y-4 leading-relaxed">
        <h1 className="text-3xl font-semibold">Privacy Policy</h1>
        <p>
          Scout helps architecture, engineering and construction professionals find building-product
          manufacturers. This page says what we keep about you and why.
        </p>
        <h2 className="text-xl font-semibold">What we keep</h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            Your account: e-mail address, name, role, and a hash of your password (never the password itself).
          </li>
          <li>
            Sessions: a random identifier in an HttpOnly cookie, the time you last used Scout, your browser
            and address.
          </li>
          <li>
            Requests for information you send: the text, your name and return e-mail, and the files you
            attach, so you can see them later.
          </li>
          <li>An audit log of changes administrators make to the catalogue.</li>
        </ul>
        <h2 className="text-xl font-semibold">Who receives it</h2>
        <p>
          A request for information goes to the manufacturers you choose, with your return e-mail as its
          reply-to address. We do not sell or share your data with anyone else.
        </p>
        <h2 className="text-xl font-semibold">Contact</h2>
        <p>
          To see, correct or delete your data, write to{' '}
          <a className="text-primary underline" href={`mailto:${runtimeConfig.contactEmail}`}>
            {runtimeConfig.contactEmail}
          </a>
          .
        </p>
      </article>
    </PageShell>
  )
}
