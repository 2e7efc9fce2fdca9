import type { Metrics } from '@scout/shared/schemas/admin'
import { Link } from 'react-router'
import { adminPaths } from '../../lib/admin-paths'
import { formatBytes, formatCount, formatDateTime } from '../../lib/format'
import { BarList } from './bar-list'
import { GrowthChart } from './growth-chart'
import { StatCard } from './stat-card'

const colors = { good: '#15803d', warn: '#ca8a04', bad: '#b91c1c', main: '#1d4ed8', muted: '#64748b' }
const growthSeries = [
  ['omniclasses', 'Omniclass tables', (m: Metrics) => m.omniclasses.total],
  ['manufacturers', 'Manufacturers', (m: Metrics) => m.manufacturers.total],
  ['variants', 'Variants', (m: Metrics) => m.variants],
  ['product_images', 'Product images', (m: Metrics) => m.product_images],
  ['users', 'Users', (m: Metrics) => m.users.total],
  ['requests', 'Requests sent', (m: Metrics) => m.requests_sent],
] as const

/** "Database Stats": counts first, then how they split, then growth month by month. */
export function MetricsView({ metrics: m }: { metrics: Metrics }) {
  const months = m.growth.map((g) => g.month)
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard
          label="Omniclass tables"
          value={formatCount(m.omniclasses.total)}
          detail={`${formatCount(m.omniclasses.unreviewed)} unreviewed`}
        />
        <StatCard
          label="Manufacturers"
          value={formatCount(m.manufacturers.total)}
          detail={`${formatCount(m.manufacturers.verified)} verified`}
        />
        <StatCard
          label="Variants"
          value={formatCount(m.variants)}
          detail={`${formatCount(m.associations)} associations`}
        />
        <StatCard label="Product images" value={formatCount(m.product_images)} />
        <StatCard label="Contacts" value={formatCount(m.contacts)} />
        <StatCard
          label="Users"
          value={formatCount(m.users.total)}
          detail={`${formatCount(m.invites.open)} open invitations`}
        />
        <StatCard
          label="Requests sent"
          value={formatCount(m.requests_sent)}
          detail={
            <Link to={adminPaths.mailOutbox()} className="text-primary underline">
              {formatCount(m.outbox.pending)} mails waiting, {formatCount(m.outbox.failed)} failed
            </Link>
          }
        />
        <StatCard
          label="Database size"
          value={formatBytes(m.database.size_bytes)}
          detail={m.database.kind === 'embedded' ? 'Embedded PostgreSQL' : 'PostgreSQL server'}
        />
      </dl>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <BarList
          title="Tables by review"
          bars={[
            { label: 'Reviewed', value: m.omniclasses.reviewed, color: colors.good },
            { label: 'Unreviewed', value: m.omniclasses.unreviewed, color: colors.warn },
          ]}
        />
        <BarList
          title="Tables by source"
          bars={[
            { label: 'Catalogue', value: m.omniclasses.by_source.catalogue, color: colors.main },
            { label: 'Uploaded', value: m.omniclasses.by_source.uploaded, color: colors.muted },
            { label: 'Generated', value: m.omniclasses.by_source.generated, color: colors.warn },
          ]}
        />
        <BarList
          title="Tables with manufacturers"
          bars={[
            {
              label: 'With manufacturers',
              value: m.omniclasses.total - m.omniclasses.missing_manufacturers,
              color: colors.good,
            },
            { label: 'Missing manufacturers', value: m.omniclasses.missing_manufacturers, color: colors.bad },
          ]}
        />
        <BarList
          title="Manufacturers"
          bars={[
            { label: 'Verified', value: m.manufacturers.verified, color: colors.good },
            {
              label: 'Not verified',
              value: m.manufacturers.total - m.manufacturers.verified,
              color: colors.muted,
            },
            {
              label: 'Without a logo',
              value: m.manufacturers.total - m.manufacturers.with_logo,
              color: colors.warn,
            },
          ]}
        />
        <BarList
          title="Invitations"
          bars={[
            { label: 'Open', value: m.invites.open, color: colors.main },
            { label: 'Accepted', value: m.invites.accepted, color: colors.good },
            { label: 'Expired', value: m.invites.expired, color: colors.warn },
            { label: 'Revoked', value: m.invites.revoked, color: colors.muted },
          ]}
        />
        <BarList
          title="Mail outbox"
          bars={[
            { label: 'Waiting', value: m.outbox.pending + m.outbox.sending, color: colors.warn },
            { label: 'Sent', value: m.outbox.sent, color: colors.good },
            { label: 'Failed', value: m.outbox.failed, color: colors.bad },
          ]}
        />
      </div>
      {m.growth.length > 0 && (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">Growth over the last {m.growth.length} months</h2>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {growthSeries.map(([key, title, totalOf]) => (
              <GrowthChart
                key={key}
                title={title}
                months={months}
                additions={m.growth.map((g) => g[key])}
                totalNow={totalOf(m)}
              />
            ))}
          </div>
        </section>
      )}
      <p className="text-muted-foreground text-xs">Counted {formatDateTime(m.generated_at)}.</p>
    </div>
  )
}
