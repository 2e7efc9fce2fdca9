import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { AdminPage } from '@/features/admin/components/admin-page'
import { adminPaths } from '@/features/admin/lib/admin-paths'

const sections = [
  {
    title: 'Omniclass',
    links: [
      [adminPaths.omniclassSearch(), 'Search a table'],
      [adminPaths.omniclassUnreviewed(), 'View and delete unreviewed tables'],
      [adminPaths.omniclassUpload(), 'Upload generated tables'],
      [adminPaths.omniclassMissingManufacturers(), 'Find tables missing manufacturers'],
      [adminPaths.omniclassCreateVariant(), "Create a manufacturer's variant of a table"],
    ],
  },
  {
    title: 'Manufacturer',
    links: [
      [adminPaths.manufacturerSearch(), 'Search a manufacturer'],
      [adminPaths.manufacturerCreate(), 'Create a manufacturer'],
      [adminPaths.manufacturerUpload(), 'Upload manufacturers'],
      [adminPaths.manufacturerAll(), 'All manufacturers'],
      [adminPaths.manufacturerUploadLogos(), 'Upload missing logos'],
    ],
  },
  {
    title: 'Users and database',
    links: [
      [adminPaths.usersInvite(), 'Invite and manage guest users'],
      [adminPaths.status(), 'Database Stats'],
      [adminPaths.log(), 'DB Log'],
    ],
  },
] as const

export function Component() {
  return (
    <AdminPage title="Admin" description="Curate the catalogue, invite people and see the database.">
      <div className="grid gap-4 md:grid-cols-3">
        {sections.map((section) => (
          <Card key={section.title}>
            <CardHeader>
              <CardTitle>
                <h2>{section.title}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2 text-sm">
                {section.links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to} className="text-primary hover:underline">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </AdminPage>
  )
}
