import { useState } from 'react'
import type { Contact } from '@scout/shared/schemas/manufacturer'
import { ListSkeleton } from '../../components/list-skeleton'
import { useQueryValue } from '@/hooks/use-query-value'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { contactsQuery, createContact, deleteContact, updateContact } from '../api/contacts'
import { blankContact, ContactRow, toValues } from './contact-row'

/** A manufacturer's contacts: each saved, added or deleted on its own. */
export function ContactsEditor({ title }: { title: string }) {
  const [contacts, setContacts] = useQueryValue(contactsQuery(title), [])
  const [newKey, setNewKey] = useState(0)

  return (
    <section className="space-y-3" aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className="text-lg font-semibold">
        Contacts {contacts && `(${contacts.length})`}
      </h2>
      {contacts === null ? (
        <ListSkeleton count={3} />
      ) : (
        contacts.map((contact, index) => (
          <ContactRow
            key={contact.id}
            label={`Contact ${index + 1}`}
            initial={toValues(contact)}
            submitText="Save"
            onSubmit={async (write) => {
              try {
                await updateContact(contact.id, write)
                setContacts((list) =>
                  list.map((c) => (c.id === contact.id ? ({ ...c, ...write } as Contact) : c)),
                )
                notifySuccess('Contact saved')
              } catch (error) {
                notifyFailure('Could not save the contact', error)
              }
            }}
            onDelete={async () => {
              try {
                await deleteContact(contact.id)
                setContacts((list) => list.filter((c) => c.id !== contact.id))
              } catch (error) {
                notifyFailure('Could not delete the contact', error)
              }
            }}
          />
        ))
      )}
      <ContactRow
        key={`new-${newKey}`}
        label="New contact"
        initial={blankContact}
        submitText="Add"
        onSubmit={async (write) => {
          try {
            const id = await createContact(title, write)
            setContacts((list) => [
              ...list,
              {
                id,
                manufacturer_title: title,
                first_name: null,
                last_name: null,
                title: null,
                email: null,
                phone: null,
                ...write,
              } as Contact,
            ])
            setNewKey((k) => k + 1)
            notifySuccess('Contact added')
          } catch (error) {
            notifyFailure('Could not add the contact', error)
          }
        }}
      />
    </section>
  )
}
